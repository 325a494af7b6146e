// The company's proposal logo (SetProposalLogo / RemoveProposalLogo on proposal-defaults-<companyId>),
// given/when/then: PNG or JPEG up to 2 MB, the event carries the file's id, hash, type and size
// (never the bytes), the same bytes again and removing an absent logo are no event.
import { describe, expect, it } from "vitest";
import { itRejectsEach, specFor } from "../support/given-when-then";
import {
  LOGO_MSG,
  MAX_LOGO_BYTES,
  proposalDefaultsDecider,
  type ProposalDefaultsEvent,
  type ProposalLogo,
  type SetProposalLogo,
  type UploadedLogo,
} from "../../../domain/proposal-defaults";

const given = specFor(proposalDefaultsDecider);
const file: ProposalLogo = {
  fileId: "0190a000-0000-7000-8000-0000000000f1",
  sha256: "a".repeat(64),
  contentType: "image/png",
  size: 12_345,
};
const setLogo = (over: Partial<UploadedLogo> = {}): SetProposalLogo => ({ type: "SetProposalLogo", file: { ...file, ...over } });
const logoSet: ProposalDefaultsEvent = { type: "ProposalLogoSet", data: file };

describe("SetProposalLogo", () => {
  it("records the file's id, hash, type and size", () => {
    given().when(setLogo()).then([logoSet]);
    given().when(setLogo()).thenState({ logo: file, saved: null });
  });

  it("a JPEG of exactly 2 MB is accepted", () => {
    given()
      .when(setLogo({ contentType: "image/jpeg", size: MAX_LOGO_BYTES }))
      .then([{ type: "ProposalLogoSet", data: { ...file, contentType: "image/jpeg" as const, size: MAX_LOGO_BYTES } }]);
  });

  it("the same bytes again are no event; other bytes replace the logo", () => {
    given([logoSet])
      .when(setLogo({ fileId: "0190a000-0000-7000-8000-0000000000f2" }))
      .then([]);
    const other = { fileId: "0190a000-0000-7000-8000-0000000000f2", sha256: "b".repeat(64) };
    given([logoSet])
      .when(setLogo(other))
      .then([{ type: "ProposalLogoSet", data: { ...file, ...other } }]);
  });

  it("no file is refused on the logo field", () => {
    given().when({ type: "SetProposalLogo", file: null }).thenThrows(LOGO_MSG.required, { field: "file" });
  });

  itRejectsEach("bad files", given, [], setLogo(), [
    [{ file: { ...file, contentType: "image/svg+xml" } }, LOGO_MSG.type, "file"],
    [{ file: { ...file, contentType: "text/html" } }, LOGO_MSG.type, "file"],
    [{ file: { ...file, contentType: "image/webp" } }, LOGO_MSG.type, "file"],
    [{ file: { ...file, size: MAX_LOGO_BYTES + 1 } }, LOGO_MSG.tooLarge, "file"],
    [{ file: { ...file, size: 0 } }, LOGO_MSG.required, "file"],
    [{ file: { ...file, sha256: "../../etc/passwd" } }, LOGO_MSG.required, "file"],
  ]);
});

describe("RemoveProposalLogo", () => {
  it("removes the logo; without one it is no event", () => {
    given([logoSet])
      .when({ type: "RemoveProposalLogo" })
      .then([{ type: "ProposalLogoRemoved", data: { fileId: file.fileId } }]);
    given([logoSet]).when({ type: "RemoveProposalLogo" }).thenState({ logo: null });
    given().when({ type: "RemoveProposalLogo" }).then([]);
  });

  it("the texts and colours are untouched by the logo", () => {
    const saved: ProposalDefaultsEvent = {
      type: "ProposalDefaultsSet",
      data: {
        sections: {} as never,
        texts: {} as never,
        primaryColor: "#05445e",
        secondaryColor: "#189ab4",
      },
    };
    const state = [saved, logoSet, { type: "ProposalLogoRemoved", data: { fileId: file.fileId } } as ProposalDefaultsEvent].reduce(
      proposalDefaultsDecider.evolve,
      proposalDefaultsDecider.initialState(),
    );
    expect(state).toEqual({ saved: saved.data, logo: null });
  });
});
