// <input type="datetime-local"> speaks the browser's wall time; the API wants instants with an offset.

/** An instant as the value of a datetime-local input, in the browser's zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local value (browser zone) as an ISO instant. */
export const fromLocalInput = (value: string): string => new Date(value).toISOString();
