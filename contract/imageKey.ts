/**
 * A listing photo's key as the provider sends it: a path of folders and a file name
 * (`sandbox/IMG-SANDBOX_1.jpg`, `area/IMG-W10440795_3.jpg`), or the generated dataset's bare form
 * (`W5000007-3`). Each segment starts with a letter or digit and holds letters, digits, `_`, `-`
 * and `.`, so no segment is `.` or `..`; four folders and 300 characters at most. Kept free of
 * imports so the SPA's first chunk can read it.
 */
export const IMAGE_KEY_PATTERN =
  '^(?=.{1,300}$)(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}/){0,4}[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$'

/** A key as a URL path: each segment encoded, the folders' slashes kept. */
export function imageKeyPath(imageKey: string): string {
  return imageKey.split('/').map(encodeURIComponent).join('/')
}

/** The photo a key's file name names: `IMG-W10440795_3.jpg` or `W5000007-3` → W10440795 / 3. */
const PHOTO_FILE = /^(?:IMG-)?([A-Za-z0-9-]+?)[_-](\d{1,3})(?:\.[A-Za-z0-9]+)?$/

/** A key's listing and photo number (1 when its name gives none). */
export function photoOfImageKey(imageKey: string): { mlsNumber: string; photo: number } {
  const file = imageKey.slice(imageKey.lastIndexOf('/') + 1)
  const match = PHOTO_FILE.exec(file)
  if (match) return { mlsNumber: match[1] ?? file, photo: Number(match[2]) }
  return { mlsNumber: file.replace(/\.[A-Za-z0-9]+$/, ''), photo: 1 }
}
