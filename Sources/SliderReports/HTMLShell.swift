/// The start of every page this module writes: the document type, the head with `title` (already escaped) and the
/// page's `style`, and the opening `<body>` tag.
enum HTMLShell {
    static func head(title escapedTitle: String, style: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(escapedTitle)</title>
        <style>
        \(style)</style>
        </head>
        <body>

        """
    }
}
