// A document the API serves as an attachment, fetched with a bearer token and saved by the browser: a plain link
// cannot carry the token, and the file must never open as a page.
import { ApiError } from './api-client';

/** The name the server gave: its UTF-8 `filename*` (a name in Hindi or another script) before the ASCII one. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;\s]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8);
    } catch {
      // a broken encoding: the ASCII name below
    }
  }
  const match = disposition?.match(/filename="([^"]+)"/);
  return match?.[1] ?? fallback;
}

export async function downloadFile(path: string, token: string | null, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, null, null);
  }
  if (!response.ok) throw new ApiError(response.status, null, null);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), fallbackName);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
