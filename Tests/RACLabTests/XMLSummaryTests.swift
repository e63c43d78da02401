import Foundation
import Testing

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The lab's SVG and report tests first check that what the lab drew is
/// well-formed XML (`XMLSummary.parsed`); that check has to catch the
/// documents FoundationXML's `parse()` lets through on Linux.
@Suite struct XMLSummaryTests {
  @Test(arguments: [
    "<svg><g></svg>",  // an end tag that closes the wrong element
    "<svg>x</svg><g/>",  // a second root element
    "<svg",  // cut off inside the first tag
    "<svg><g></g>",  // the root never closed
    "<p>&nbsp;</p>",  // an entity XML does not define
    "<svg></g>",  // an end tag with no start
    "",  // nothing at all
  ])
  func anIllFormedDocumentIsNotParsed(_ text: String) {
    #expect(!XMLSummary(text).parsed)
  }

  @Test(arguments: [
    "<svg/>",
    "<svg width=\"10\"><g class=\"a\"><text>1 &amp; 2</text></g></svg>",
    "<!DOCTYPE html>\n<html lang=\"en\"><body><p>a<br/>b</p></body></html>\n",
  ])
  func aWellFormedDocumentIsParsed(_ text: String) {
    #expect(XMLSummary(text).parsed)
  }

  /// Every callback still reaches the summary (a subclass's overrides):
  /// the reader that checks the document sits between it and the parser.
  @Test func theSummaryStillHearsEveryElementAndItsText() {
    final class Names: XMLSummary {
      var events: [String] = []
      override func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
      ) {
        events.append("<\(name)\(attributes["id"].map { " id=\($0)" } ?? "")>")
      }
      override func parser(_ parser: XMLParser, foundCharacters string: String) { events.append(string) }
      override func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
      ) {
        events.append("</\(name)>")
      }
    }
    let names = Names("<svg><g id=\"lane\"><text>a</text></g></svg>")
    #expect(names.parsed)
    #expect(names.events == ["<svg>", "<g id=lane>", "<text>", "a", "</text>", "</g>", "</svg>"])
  }
}
