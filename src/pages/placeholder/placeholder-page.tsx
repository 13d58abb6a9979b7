// A route whose feature comes with a later capability: its layout and title, nothing invented.
export function PlaceholderPage({ title }: { title: string }) {
  return <h1>{title}</h1>;
}
