// US phone numbers of business facts (docs/product/rules.md#business-facts): stored as the
// operator typed them, checked and shown in one way by the server, the generator and the web app.

/**
 * The ten digits of a US (NANP) number, or null: any punctuation and spaces, an optional leading
 * `+1` or `1`; the area code and the exchange start with 2-9. Letters (e.g. "ext. 4") are refused.
 */
export function usPhoneDigits(raw: string): string | null {
  const text = raw.trim();
  if (!text || text.length > 40) return null;
  let digits = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c >= 48 && c <= 57) digits += text[i];
    else if ((c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return null;
    else if (c === 43 && digits.length > 0) return null; // '+' only in front
  }
  if (text.includes('+') && !(digits.length === 11 && digits[0] === '1')) return null;
  if (digits.length === 11 && digits[0] === '1') digits = digits.slice(1);
  if (digits.length !== 10) return null;
  if (digits[0] < '2' || digits[3] < '2') return null;
  return digits;
}

/** Whether `raw` is a US phone number (see usPhoneDigits). */
export const isUsPhone = (raw: string): boolean => usPhoneDigits(raw) !== null;

/** "(307) 555-0142" for any way of writing a US number; null when it is not one. */
export function formatUsPhone(raw: string): string | null {
  const d = usPhoneDigits(raw);
  return d ? `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}` : null;
}

/** "+13075550142", the form of a tel: link; null when it is not a US number. */
export function usPhoneE164(raw: string): string | null {
  const d = usPhoneDigits(raw);
  return d ? `+1${d}` : null;
}
