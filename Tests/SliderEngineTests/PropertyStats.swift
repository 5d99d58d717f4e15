/// How often each kind of check applied (for judging the test's reach, not for asserting).
struct PropertyStats: CustomStringConvertible {
    var events = 0, writes = 0, touchWrites = 0, impacts = 0, selections = 0
    var gridChecks = 0, decimalChecks = 0, gapChecks = 0, limitsDecided = 0, pastTheEnd = 0, disabledEvents = 0

    static func + (a: Self, b: Self) -> Self {
        var s = a
        s.events += b.events; s.writes += b.writes; s.touchWrites += b.touchWrites; s.impacts += b.impacts
        s.selections += b.selections; s.gridChecks += b.gridChecks; s.decimalChecks += b.decimalChecks
        s.gapChecks += b.gapChecks; s.limitsDecided += b.limitsDecided; s.pastTheEnd += b.pastTheEnd
        s.disabledEvents += b.disabledEvents
        return s
    }

    var description: String {
        "\(events) events, \(writes) writes (\(touchWrites) by touch), \(impacts) impacts, \(selections) ticks; "
            + "\(gridChecks) grid, \(decimalChecks) decimal and \(gapChecks) gap checks, \(limitsDecided) limits decided, "
            + "\(pastTheEnd) fingers past an end, \(disabledEvents) events while disabled"
    }
}
