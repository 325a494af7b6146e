// MoneyField keeps a description its caller gives (a hint's id) beside its own: it used to
// replace the caller's aria-describedby with the error's id and the reading's.
import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "@conform-to/react";
import { describe, expect, it } from "vitest";
import { MoneyField } from "../../../app/components/forms/MoneyField";

function Form(props: { describedBy?: string; error?: string }) {
  const [, fields] = useForm<{ amount: string }>({
    id: "f",
    lastResult: props.error ? { status: "error", initialValue: { amount: "x" }, error: { amount: [props.error] } } : undefined,
  });
  return h(MoneyField, { label: "Valor", field: fields.amount, "aria-describedby": props.describedBy });
}

const describedBy = (html: string) => /aria-describedby="([^"]*)"/.exec(html)?.[1];

describe("MoneyField's description", () => {
  it("keeps the caller's hint", () => {
    expect(describedBy(renderToStaticMarkup(h(Form, { describedBy: "amount-hint" })))).toBe("amount-hint");
  });

  it("keeps the caller's hint beside the error", () => {
    const html = renderToStaticMarkup(h(Form, { describedBy: "amount-hint", error: "Insira um valor válido." }));
    expect(describedBy(html)).toBe("amount-hint f-amount-error");
    expect(html).toContain("Insira um valor válido.");
  });

  it("has none when there is nothing to describe", () => {
    expect(describedBy(renderToStaticMarkup(h(Form, {})))).toBeUndefined();
  });
});
