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
