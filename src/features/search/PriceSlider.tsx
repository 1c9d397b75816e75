import Box from '@mui/material/Box'
import Slider from '@mui/material/Slider'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { usePriceText } from './priceText'
import { formatPrice } from '../../lib/format'
import {
  LEASE_PRICE_STEPS,
  SALE_PRICE_STEPS,
  maxPriceParam,
  nearestStep,
} from '../../lib/filterSteps'
import { type MirroredSearch } from '../../lib/searchFilters'
import { type DealType } from '../../lib/searchRules'

const steps = (type: DealType) => (type === 'sale' ? SALE_PRICE_STEPS : LEASE_PRICE_STEPS)

/** The price slider: sale by 48 steps to 7,000,000 (no maximum); lease 0 to 10,000 by 100. */
export function PriceSlider({
  search,
  onChange,
}: {
  search: MirroredSearch
  onChange: (min: number, max: number | undefined) => void
}) {
  const { t, i18n } = useTranslation('search')
  const { type, minPrice, maxPrice } = search.filters
  const scale = steps(type)
  const committed: [number, number] = [nearestStep(scale, minPrice), nearestStep(scale, maxPrice)]
  // While a thumb moves, its position; once the price is committed, the search's.
  const key = committed.join(':')
  const [moving, setMoving] = useState<{ key: string; value: [number, number] } | null>(null)
  const value = moving?.key === key ? moving.value : committed
  const top = scale.length - 1
  const text = (index: number) =>
    index >= top
      ? type === 'sale'
        ? t('noMax')
        : t('max')
      : formatPrice(scale[index] ?? 0, i18n.language)
  // The heading says what the pill says: the search's own range (6,000,000 is not a step), or
  // while a thumb moves, the range it would commit.
  const priceText = usePriceText()
  const heading =
    moving?.key === key
      ? priceText(type, scale[value[0]] ?? 0, maxPriceParam(type, scale[value[1]] ?? 0))
      : priceText(type, minPrice, maxPrice)
  return (
    <Box sx={{ width: { xs: '100%', sm: 320 }, px: 1.5, pt: 1 }}>
      <Typography variant="body2" sx={{ mb: 1, fontWeight: 600 }} aria-hidden>
        {heading}
      </Typography>
      <Slider
        value={value}
        min={0}
        max={top}
        step={1}
        disableSwap
        getAriaLabel={(index) => (index === 0 ? t('minimum') : t('maximum'))}
        getAriaValueText={text}
        valueLabelDisplay="off"
        onChange={(_event, next) => {
          setMoving({ key, value: next as [number, number] })
        }}
        onChangeCommitted={(_event, next) => {
          const [low, high] = next as [number, number]
          onChange(scale[low] ?? 0, maxPriceParam(type, scale[high] ?? 0))
        }}
      />
    </Box>
  )
}
