import SceneGraph

extension AccessibilityAudit {
    /// `hitRegion`: targets under 44 × 44 pt, targets that overlap, and targets with the same frame.
    static func hitRegion(_ elements: [AccessibilityElement]) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let ordered = accessibilityReadingOrder(elements)
        for e in ordered where e.frame.width < minimumTarget || e.frame.height < minimumTarget {
            findings.append(AuditFinding(
                type: .hitRegion, severity: .error, element: e.id, measured: size(e.frame),
                threshold: "\(NumberText.string(minimumTarget)) × \(NumberText.string(minimumTarget)) pt",
                message: "The target of \(quoted(e.label)) is \(size(e.frame)); make it at least 44 × 44 pt so a finger can hit it."))
        }
        for (i, a) in ordered.enumerated() {
            for b in ordered[(i + 1)...] {
                if a.frame == b.frame {
                    findings.append(AuditFinding(
                        type: .hitRegion, severity: .warning, element: a.id, measured: "the frame of \(b.id)", threshold: "distinct frames",
                        message: "\(quoted(a.label)) and \(quoted(b.label)) have the same frame (the thumbs are stacked), so touch exploration finds only one of them; swiping still reaches both."))
                    continue
                }
                let w = min(a.frame.maxX, b.frame.maxX) - max(a.frame.x, b.frame.x)
                let h = min(a.frame.maxY, b.frame.maxY) - max(a.frame.y, b.frame.y)
                guard w > 0, h > 0 else { continue }
                findings.append(AuditFinding(
                    type: .hitRegion, severity: .warning, element: a.id, measured: "\(points(w)) overlap with \(b.id)", threshold: "no overlap",
                    message: "The targets of \(quoted(a.label)) and \(quoted(b.label)) overlap by \(points(w)), so a touch between them may reach the other thumb."))
            }
        }
        return findings
    }

    /// The traits VoiceOver already speaks, which a label need not repeat.
    static let spokenRoles = ["slider", "adjustable"]

    /// `sufficientElementDescription`: empty and duplicate labels (errors); the default "Minimum" and "Maximum",
    /// and labels that say "slider" or "adjustable" (warnings).
    static func description(_ elements: [AccessibilityElement]) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        let ordered = accessibilityReadingOrder(elements)
        for (i, e) in ordered.enumerated() {
            let label = e.label.trimmingSpaces
            if label.isEmpty {
                findings.append(AuditFinding(
                    type: .sufficientElementDescription, severity: .error, element: e.id, measured: "no label", threshold: "a label",
                    message: "This element has no label, so VoiceOver reads only its value; set a label that says what the value is."))
                continue
            }
            if let first = ordered[..<i].first(where: { $0.label.trimmingSpaces.lowercased() == label.lowercased() }) {
                findings.append(AuditFinding(
                    type: .sufficientElementDescription, severity: .error, element: e.id, measured: quoted(e.label),
                    threshold: "a label unlike \(first.id)'s",
                    message: "\(quoted(e.label)) labels both \(first.id) and \(e.id), so a VoiceOver user cannot tell them apart; give each its own label."))
            }
            if label == "Minimum" || label == "Maximum" {
                findings.append(AuditFinding(
                    type: .sufficientElementDescription, severity: .warning, element: e.id, measured: quoted(e.label),
                    threshold: "a label naming the value",
                    message: "\(quoted(e.label)) is the default label and does not say what is being set; name it, such as \(quoted(label + " price"))."))
            }
            let words = label.lowercased().split { !$0.isLetter }.map(String.init)
            if let role = spokenRoles.first(where: words.contains) {
                findings.append(AuditFinding(
                    type: .sufficientElementDescription, severity: .warning, element: e.id, measured: quoted(e.label),
                    threshold: "a label without \(quoted(role))",
                    message: "The label \(quoted(e.label)) repeats what VoiceOver already says (\"adjustable\"); drop \(quoted(role)) from it."))
            }
        }
        return findings
    }

    /// `trait`: an adjustable element without both increment and decrement; a dimmed element that still offers
    /// actions; an element of a disabled (greyed) slider without `notEnabled`.
    static func trait(_ elements: [AccessibilityElement], greyedSliders: [String]) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for e in accessibilityReadingOrder(elements) {
            let adjustable = e.traits.contains("adjustable")
            let complete = e.actions.contains("increment") && e.actions.contains("decrement")
            let actions = e.actions.isEmpty ? "no actions" : e.actions.joined(separator: ", ")
            if e.isNotEnabled {
                if !e.actions.isEmpty {
                    findings.append(AuditFinding(
                        type: .trait, severity: .error, element: e.id, measured: actions, threshold: "no actions",
                        message: "\(quoted(e.label)) is dimmed (notEnabled) but still offers \(actions), so VoiceOver would change a control that is turned off."))
                }
            } else if adjustable && !complete {
                findings.append(AuditFinding(
                    type: .trait, severity: .error, element: e.id, measured: actions, threshold: "increment, decrement",
                    message: "\(quoted(e.label)) is adjustable but does not offer both increment and decrement, so a VoiceOver swipe cannot change it."))
            }
            if greyedSliders.contains(AuditCanvas.sliderPrefix(e.id)) && !e.isNotEnabled {
                findings.append(AuditFinding(
                    type: .trait, severity: .error, element: e.id, measured: e.traits.isEmpty ? "no traits" : e.traits.joined(separator: ", "),
                    threshold: "notEnabled",
                    message: "\(quoted(e.label)) is drawn disabled but lacks the notEnabled trait, so VoiceOver does not say \"dimmed\" and the user tries to adjust it."))
            }
        }
        return findings
    }
}

extension String {
    /// The string without spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let last = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[first...last])
    }
}
