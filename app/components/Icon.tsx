// Inline SVG icons instead of emoji (issue 18): emoji show as empty boxes where the machine has no
// emoji font, and their colours ignore the theme. Each icon is a 24×24 stroke path drawn in
// currentColor. With a `label` the icon is an image with that name; without one it is decoration
// (aria-hidden) and the surrounding link or button must carry the name.
const PATHS = {
  check: "M20 6 9 17l-5-5",
  bell: "M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0",
  folder: "M20 20a2 2 0 0 0 2-2V8a2 2 0 0 0-2-2h-7.9a2 2 0 0 1-1.69-.9L9.6 3.9A2 2 0 0 0 7.93 3H4a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2Z",
  lock: "M5 11h14v10H5zM7 11V7a5 5 0 0 1 10 0v4",
  refresh: "M21 12a9 9 0 1 1-3-6.7L21 8M21 3v5h-5",
  calendar: "M8 2v4M16 2v4M3 10h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z",
  clock: "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 6v6l4 2",
  zap: "M13 2 3 14h9l-1 8 10-12h-9l1-8z",
  thermometer: "M14 4v10.54a4 4 0 1 1-4 0V4a2 2 0 0 1 4 0Z",
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, label, size = 18 }: { name: IconName; label?: string; size?: number }) {
  return (
    // The stroke is drawn by `svg.icon` in styles.css: a board renders ~160 icons, and each
    // attribute here is rendering work on every page (P4, docs/performance.md).
    <svg
      className={`icon icon-${name}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
    >
      {label ? <title>{label}</title> : null}
      <path d={PATHS[name]} />
    </svg>
  );
}
