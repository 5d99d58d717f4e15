import Foundation
import FoundationXML

/// A document parsed with Foundation's XMLParser: element names in order, their attributes, and the
/// character content of each `<text>` element (its tspans joined).
final class ParsedSVG: NSObject, XMLParserDelegate {
    private(set) var elements: [String] = []
    private(set) var attributeList: [(String, [String: String])] = []
    private(set) var texts: [String] = []
    private var inText = false
    private var error: Error?

    /// Errors when the bytes are not well-formed XML.
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    init(bytes: [UInt8]) throws {
        super.init()
        let parser = XMLParser(data: Data(bytes))
        parser.delegate = self
        if !parser.parse() {
            throw Malformed(description: String(describing: parser.parserError ?? error))
        }
    }

    func attributes(of element: String) -> [[String: String]] {
        attributeList.filter { $0.0 == element }.map(\.1)
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(elementName)
        attributeList.append((elementName, attributes))
        if elementName == "text" {
            inText = true
            texts.append("")
        }
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if elementName == "text" { inText = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        // Only text inside <text> matters; the rest is indentation.
        if inText, !texts.isEmpty { texts[texts.count - 1] += string }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        error = parseError
    }
}
