import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { Suspense, lazy, useId, useState, type ReactNode } from 'react'

// The menus' panels and the phone's drawer load when first wanted (pointed at, focused or
// opened), not with the screen: the first paint of the map or list does not show them.
export const loadPanels = () => import('./FilterPanels')
export const preloadPanels = () => {
  void loadPanels()
}
const FilterPopover = lazy(async () => ({ default: (await loadPanels()).FilterPopover }))

/** A filter-bar button that opens its panel below it. */
export function FilterMenu({
  label,
  active,
  narrows = false,
  children,
}: {
  label: string
  active?: boolean
  /** A pill that shows a chosen value (a long label) narrows when the bar is short of room. */
  narrows?: boolean
  children: ReactNode
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  // Once opened, the panel stays mounted so that it can play its closing transition.
  const [opened, setOpened] = useState(false)
  const id = useId()
  return (
    <>
      <Button
        variant={active ? 'contained' : 'outlined'}
        color={active ? 'primary' : 'inherit'}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? id : undefined}
        onPointerEnter={preloadPanels}
        onFocus={preloadPanels}
        onClick={(event) => {
          setAnchor(event.currentTarget)
          setOpened(true)
        }}
        // Narrows with its label cut short (the whole label stays its name) when the bar is short
        // of room, so the bar keeps one row.
        sx={{
          whiteSpace: 'nowrap',
          flexShrink: narrows ? 1 : 0,
          minWidth: narrows ? 112 : undefined,
          borderColor: 'divider',
        }}
      >
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {label}
        </Box>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <FilterPopover
            id={id}
            label={label}
            anchor={anchor}
            onClose={() => {
              setAnchor(null)
            }}
          >
            {children}
          </FilterPopover>
        </Suspense>
      )}
    </>
  )
}
