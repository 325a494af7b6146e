// The text of a PDF, page by page, read with pdfjs-dist's Node build (tests only): the final
// proposal's PDF must carry the customer's name and the price as text, not as drawn shapes.
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/** Every page's text items joined by spaces, pages joined by newlines. */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  // A copy: pdfjs transfers (detaches) the buffer it is given.
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(content.items.map((i) => ("str" in i ? i.str : "")).join(" "));
  }
  await doc.destroy();
  return pages.join("\n");
}
