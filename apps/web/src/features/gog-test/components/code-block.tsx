/** JSON or other long text in a scrollable block that a keyboard can reach and scroll. */
export function CodeBlock({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col gap-1">
      <p className="text-xs font-medium text-muted-foreground">{label}</p>
      <pre
        // A scrolling region must be reachable by keyboard to be scrolled (axe scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        aria-label={label}
        className="max-h-72 overflow-auto rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed whitespace-pre text-foreground outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {text}
      </pre>
    </div>
  );
}
