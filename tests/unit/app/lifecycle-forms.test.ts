// The item page's lifecycle schemas (app/lib/forms.ts): what the browser and the action accept.
import { describe, expect, it } from "vitest";
import { addDays, localDate, MSG } from "../../../domain/shared";
import { disqualifySchema, editRejectReasonSchema, finishSchema, qualifySchema, sendSchema } from "../../../app/lib/forms";

const today = localDate(new Date().toISOString())!;

describe("finishSchema", () => {
  it("accepts today, with or without an execution type", () => {
    expect(finishSchema.parse({ intent: "finish", execStatus: "INTERNAL", finishedDate: today })).toEqual({
      intent: "finish",
      execStatus: "INTERNAL",
      finishedDate: today,
    });
    expect(finishSchema.parse({ intent: "finish", execStatus: "", finishedDate: today }).execStatus).toBeNull();
    expect(finishSchema.parse({ intent: "finish", finishedDate: today.split("-").reverse().join("/") }).finishedDate).toBe(today);
  });

  it("refuses a future, missing or impossible date with 'Data inválida.'", () => {
    for (const finishedDate of [addDays(today, 1), "", "2025-02-30", "abc"]) {
      const r = finishSchema.safeParse({ intent: "finish", execStatus: "INTERNAL", finishedDate });
      expect(r.success).toBe(false);
      expect(r.error!.issues.map((i) => i.message)).toContain(MSG.invalidDate);
    }
  });

  it("refuses an unknown execution type", () => {
    const r = finishSchema.safeParse({ intent: "finish", execStatus: "OTHER", finishedDate: today });
    expect(r.error!.issues[0].message).toBe(MSG.selectExecStatus);
  });
});

describe("the other lifecycle schemas", () => {
  it("require their fields with the spec's messages", () => {
    expect(qualifySchema.safeParse({ intent: "qualify", column: "", vendor: "AUTO" }).error!.issues[0].message).toBe(MSG.selectColumn);
    expect(qualifySchema.safeParse({ intent: "qualify", column: "c", vendor: " " }).error!.issues[0].message).toBe(MSG.selectVendor);
    expect(disqualifySchema.safeParse({ intent: "disqualify", reason: "  " }).error!.issues[0].message).toBe(MSG.disqualifyReasonRequired);
    expect(editRejectReasonSchema.safeParse({ intent: "edit-reject-reason", reasonId: "r", reason: "" }).error!.issues[0].message).toBe(
      MSG.rejectReasonRequired,
    );
    expect(sendSchema.safeParse({ intent: "send", toUserId: "" }).error!.issues[0].message).toBe(MSG.selectReceiver);
  });
});
