/**
 * Applies a style sheet to a document: as a constructed sheet adopted by the document where
 * the browser has them (a page whose Content Security Policy allows no inline style
 * elements still applies it), else as a style element appended to `fallbackParent`.
 * Returns the undo.
 */
export function adoptStyles(document: Document, css: string, fallbackParent: Node): () => void {
  const Sheet = document.defaultView?.CSSStyleSheet;
  if (Sheet && 'adoptedStyleSheets' in document && 'replaceSync' in Sheet.prototype) {
    const sheet = new Sheet();
    sheet.replaceSync(css);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== sheet);
    };
  }
  const style = document.createElement('style');
  style.textContent = css;
  fallbackParent.appendChild(style);
  return () => style.remove();
}
