import { initials } from "./card-format";

/** The owner's initials in a circle; the full name is its accessible name and hover title. */
export function OwnerInitials({ name }: { name: string }) {
  const label = name ? `Responsável: ${name}` : "Responsável desconhecido";
  return (
    <span className="owner-initials" role="img" aria-label={label} title={label}>
      {initials(name)}
    </span>
  );
}

/** The co-owners' initials after the owner's (ADR 028), smaller; their full names are the group's accessible name and title. */
export function CoOwnerInitials({ names }: { names: readonly string[] }) {
  if (!names.length) return null;
  const label = `${names.length === 1 ? "Outro responsável" : "Outros responsáveis"}: ${names.map((n) => n || "desconhecido").join(", ")}`;
  return (
    <span className="co-owner-initials" role="img" aria-label={label} title={label}>
      {names.map((n, i) => (
        <span key={i} aria-hidden="true">
          {initials(n)}
        </span>
      ))}
    </span>
  );
}
