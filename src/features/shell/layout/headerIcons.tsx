/**
 * The header's two icons as plain SVG (Material's Menu and OpenInNew paths): the header ships in
 * the entry bundle, and MUI's SvgIcon machinery would add about 1 kB gzip to it.
 */
function ShellIcon({ path, size }: { readonly path: string; readonly size: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  )
}

export const MenuIcon = () => <ShellIcon size={24} path="M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z" />

export const OpenInNewIcon = () => (
  <ShellIcon
    size={20}
    path="M19 19H5V5h7V3H5c-1.11 0-2 .9-2 2v14c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2v-7h-2zM14 3v2h3.59l-9.83 9.83 1.41 1.41L19 6.41V10h2V3z"
  />
)
