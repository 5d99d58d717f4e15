import SceneGraph

extension AccessibilityAudit {
    /// 16 directions around a circle, from the top clockwise, from `PortableMath`, so the sample points are the
    /// same on every machine.
    static let unitCircle: [(Double, Double)] = (0..<16).map { k in
        let angle = Double(k) * (2 * Double.pi / 16)
        return (PortableMath.sin(angle), -PortableMath.cos(angle))
    }

    /// `contrast`: each visible text against what lies beneath it; each thumb's edge against what it sits on; the
    /// fill against the track (a warning). A disabled slider is left out, as WCAG exempts inactive controls.
    static func contrast(_ canvas: AuditCanvas) -> [AuditFinding] {
        var findings: [AuditFinding] = []
        for (index, leaf) in canvas.leaves.enumerated() where !leaf.greyed && canvas.isVisible(leaf) {
            switch leaf.geometry {
            case .text(let box, let midline, let size, let run):
                guard run.text.contains(where: { $0.isLetter || $0.isNumber }) else { continue }
                // The worst of three points along the capitals' middle line.
                var worst: (ratio: Double, ink: Color, paper: Color)?
                for f in [0.25, 0.5, 0.75] {
                    let p = Point(x: box.x + f * box.width, y: midline)
                    let paper = canvas.color(at: p, before: index)
                    let ink = leaf.shown(run.color).composited(over: paper)
                    let r = ink.contrastRatio(with: paper)
                    if worst.map({ r < $0.ratio }) ?? true { worst = (r, ink, paper) }
                }
                guard let worst else { continue }
                let large = isLargeText(size: size, weight: run.fontWeight)
                let needed = large ? largeTextContrast : textContrast
                guard worst.ratio < needed else { continue }
                let kind = large ? "large text (18 pt, or 14 pt bold)" : "text under 18 pt (14 pt bold)"
                findings.append(AuditFinding(
                    type: .contrast, severity: .error, element: leaf.id, measured: ratio(worst.ratio), threshold: ratio(needed),
                    message: "The text \(quoted(run.text)) (\(worst.ink.hexRGB) on \(worst.paper.hexRGB), \(points(size))) is \(ratio(worst.ratio)); \(kind) needs \(ratio(needed)), so darken the text or lighten what is behind it (or the reverse)."))
            case .circle(let center, let radius, let fill, let stroke, let width) where leaf.id.hasSuffix(".face") && leaf.id.contains("thumb"):
                // The thumb shows by its ring (when at least a point wide) or by its face, whichever stands out more
                // at each of 16 points just outside its outline; the measure is what three quarters of the outline
                // reach, so the few points where it sits on the track do not decide alone.
                guard let faceColor = fill ?? stroke else { continue }
                let element = String(leaf.id.dropLast(".face".count))
                let face = leaf.shown(faceColor).composited(over: canvas.color(at: center, before: index))
                let ring = stroke.flatMap { width >= 1 ? leaf.shown($0).composited(over: face) : nil }
                var samples: [(ratio: Double, edge: Color, beside: Color)] = []
                for k in 0..<16 {
                    let (dx, dy) = Self.unitCircle[k]
                    let p = Point(x: center.x + dx * (radius + 0.5), y: center.y + dy * (radius + 0.5))
                    let beside = canvas.color(at: p, before: canvas.leaves.count, skipping: element)
                    let byFace = face.contrastRatio(with: beside)
                    let byRing = ring?.contrastRatio(with: beside) ?? 0
                    samples.append(byRing > byFace ? (byRing, ring ?? face, beside) : (byFace, face, beside))
                }
                samples.sort { $0.ratio < $1.ratio }
                let measured = samples[4]
                guard measured.ratio < nonTextContrast else { continue }
                findings.append(AuditFinding(
                    type: .contrast, severity: .error, element: element, measured: ratio(measured.ratio), threshold: ratio(nonTextContrast),
                    message: "The thumb (\(measured.edge.hexRGB)) against \(measured.beside.hexRGB) around it is \(ratio(measured.ratio)); a control needs \(ratio(nonTextContrast)) against what surrounds it to be seen, so give the thumb a darker ring or a face that stands out."))
            case .rect(let r, let fill?) where leaf.id.hasSuffix("track.fill") && r.rect.width > 0:
                let trackID = String(leaf.id.dropLast("fill".count)) + "background"
                guard let trackIndex = canvas.leaves.firstIndex(where: { $0.id == trackID }),
                      case .rect(let track, let trackFill?) = canvas.leaves[trackIndex].geometry else { continue }
                let p = Point(x: track.rect.midX, y: track.rect.midY)
                let below = canvas.color(at: p, before: trackIndex)
                let trackColor = canvas.leaves[trackIndex].shown(trackFill).composited(over: below)
                let fillColor = leaf.shown(fill).composited(over: trackColor)
                let measured = fillColor.contrastRatio(with: trackColor)
                guard measured < nonTextContrast else { continue }
                findings.append(AuditFinding(
                    type: .contrast, severity: .warning, element: leaf.id, measured: ratio(measured), threshold: ratio(nonTextContrast),
                    message: "The fill (\(fillColor.hexRGB)) against the track (\(trackColor.hexRGB)) is \(ratio(measured)), under the \(ratio(nonTextContrast)) that makes the selected span stand out; the thumbs still show the range, so this is a warning."))
            default:
                continue
            }
        }
        return findings
    }
}
