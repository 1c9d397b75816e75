/**
 * A map control's hint beside it, on the left (the toolbar sits at the map's right edge), shown
 * while the control is hovered or has keyboard focus. Drawn by CSS from the control's
 * `data-hint`, so the map's first load carries no tooltip code (MUI's Tooltip and its popper are
 * about 13 kB gzip). The control's accessible name stays its own aria-label.
 */
export const controlHint = {
  position: 'relative',
  '&::after': {
    content: 'attr(data-hint)',
    position: 'absolute',
    right: 'calc(100% + 8px)',
    top: '50%',
    transform: 'translateY(-50%)',
    px: 1,
    py: 0.5,
    borderRadius: 1,
    bgcolor: 'rgba(97, 97, 97, 0.92)',
    color: 'common.white',
    fontSize: '0.6875rem',
    fontWeight: 500,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
    pointerEvents: 'none',
    opacity: 0,
    transition: 'opacity 150ms',
  },
  '@media (hover: hover)': { '&:hover::after': { opacity: 1, transitionDelay: '100ms' } },
  '&.Mui-focusVisible::after': { opacity: 1 },
} as const
