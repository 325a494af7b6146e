// Reads the POST forms of a server-rendered page (React's HTML: double-quoted attributes), so the
// fuzzer and R8 post exactly the fields the app renders, for whatever routes exist.
export interface FormField {
  name: string;
  /** input type, "select", "textarea" or "button" */
  kind: string;
  value: string;
  /** select options / the values of same-named buttons */
  options: string[];
}

export interface PageForm {
  action: string | null;
  fields: FormField[];
}

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

function attrs(tag: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const m of tag.matchAll(/([a-zA-Z-:]+)(?:="([^"]*)")?/g)) out[m[1]!.toLowerCase()] = decode(m[2] ?? "");
  return out;
}

export function postForms(html: string): PageForm[] {
  const forms: PageForm[] = [];
  for (const m of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const a = attrs(m[1]!);
    if ((a.method ?? "get").toLowerCase() !== "post") continue;
    const body = m[2]!;
    const fields: FormField[] = [];
    const byName = new Map<string, FormField>();
    const add = (f: FormField) => {
      const prev = byName.get(f.name);
      if (prev && (f.kind === "button" || f.kind === "radio")) {
        prev.options.push(f.value);
        return;
      }
      byName.set(f.name, f);
      fields.push(f);
    };
    for (const t of body.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>|<(input|button|textarea)\b([^>]*)>/g)) {
      const tag = t[3] ?? "select";
      const ta = attrs(t[3] ? t[4]! : t[1]!);
      const inner = t[2] ?? "";
      if (!ta.name) continue;
      if (tag === "select") {
        const options = [...inner.matchAll(/<option\b([^>]*)>/g)].map((o) => attrs(o[1]!).value ?? "");
        const selected = [...inner.matchAll(/<option\b([^>]*)>/g)].map((o) => attrs(o[1]!)).find((o) => "selected" in o);
        add({ name: ta.name, kind: "select", value: selected?.value ?? options[0] ?? "", options });
      } else if (tag === "textarea") {
        add({ name: ta.name, kind: "textarea", value: "", options: [] });
      } else if (tag === "button") {
        add({ name: ta.name, kind: "button", value: ta.value ?? "", options: [ta.value ?? ""] });
      } else {
        const kind = (ta.type ?? "text").toLowerCase();
        if ((kind === "checkbox" || kind === "radio") && !("checked" in ta) && kind === "checkbox") {
          add({ name: ta.name, kind, value: ta.value ?? "on", options: [ta.value ?? "on"] });
        } else add({ name: ta.name, kind, value: ta.value ?? "", options: [ta.value ?? ""] });
      }
    }
    forms.push({ action: a.action ?? null, fields });
  }
  return forms;
}

/** The fields of a form as a browser would send them (first button's value for its name). */
export function defaultFields(form: PageForm, overrides: Record<string, string> = {}): [string, string][] {
  const out: [string, string][] = form.fields.map((f) => [f.name, overrides[f.name] ?? f.value]);
  for (const [k, v] of Object.entries(overrides)) if (!form.fields.some((f) => f.name === k)) out.push([k, v]);
  return out;
}
