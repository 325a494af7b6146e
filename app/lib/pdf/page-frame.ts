// The page frame both proposal PDFs share (the final proposal and the after-sales one): margins,
// type, the logo box, the company line and the fixed footer.
export const PDF_GREY = "#555555";

export const frameStyles = {
  page: { paddingTop: 36, paddingBottom: 48, paddingHorizontal: 40, fontFamily: "Helvetica", fontSize: 10, color: "#1a1a1a" },
  // Not on the page: inherited by the fixed footer, a lineHeight made react-pdf 4.9 drop the footer
  // (its page-number Text with `render`) altogether.
  content: { lineHeight: 1.35 },
  logo: { width: 120, height: 60, objectFit: "contain", backgroundColor: "#ffffff", padding: 4 },
  company: { fontSize: 11, fontFamily: "Helvetica-Bold" },
  footer: {
    position: "absolute",
    bottom: 20,
    left: 40,
    right: 40,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: PDF_GREY,
  },
} as const;
