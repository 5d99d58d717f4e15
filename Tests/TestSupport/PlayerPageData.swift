import Foundation

/// The data a player page embeds in its `player-data` script element, read back by the tests of the page and of
/// the frames folders that write it.
public enum PlayerPageData {
    /// The text of the page's `player-data` script element.
    public static func json(_ html: String) -> String? {
        let open = #"<script type="application/json" id="player-data">"#
        guard let start = html.range(of: open), let end = html.range(of: "</script>", range: start.upperBound..<html.endIndex) else { return nil }
        return String(html[start.upperBound..<end.lowerBound])
    }

    /// That text as a JSON object.
    public static func object(_ html: String) -> [String: Any]? {
        guard let text = json(html) else { return nil }
        return (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any]
    }
}
