import { artColours } from '../../app/theme/screenColours'

/** A quiet Toronto skyline drawn along the bottom of the hero; decoration only. */
export function Skyline() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 1440 220"
      preserveAspectRatio="xMidYMax slice"
      style={{ position: 'absolute', left: 0, right: 0, bottom: 0, width: '100%', height: '55%' }}
    >
      <g fill={artColours.skylineFar} opacity="0.7">
        <rect x="40" y="120" width="70" height="100" />
        <rect x="120" y="90" width="50" height="130" />
        <rect x="180" y="140" width="90" height="80" />
        <rect x="290" y="70" width="60" height="150" />
        <rect x="360" y="110" width="80" height="110" />
        <rect x="860" y="80" width="70" height="140" />
        <rect x="940" y="120" width="60" height="100" />
        <rect x="1010" y="60" width="55" height="160" />
        <rect x="1080" y="130" width="100" height="90" />
        <rect x="1200" y="100" width="70" height="120" />
        <rect x="1290" y="140" width="120" height="80" />
      </g>
      <g fill={artColours.skylineNear} opacity="0.8">
        <rect x="470" y="100" width="64" height="120" />
        <rect x="545" y="50" width="48" height="170" />
        <rect x="610" y="130" width="70" height="90" />
        <path d="M742 220V96l6-8h4l6 8v124z" />
        <ellipse cx="750" cy="92" rx="16" ry="7" />
        <rect x="747" y="0" width="6" height="92" />
        <rect x="780" y="110" width="60" height="110" />
      </g>
      <rect y="212" width="1440" height="8" fill={artColours.waterline} opacity="0.6" />
    </svg>
  )
}
