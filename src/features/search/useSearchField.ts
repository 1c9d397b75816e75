import useMediaQuery from '@mui/material/useMediaQuery'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'

/**
 * InputAdornment's look for an icon at the start (its whole styling for that case): the component
 * itself also brings Typography (about 2 kB gzip) for text adornments this box does not have.
 */
export const searchIconAdornment = {
  display: 'flex',
  maxHeight: '2em',
  alignItems: 'center',
  whiteSpace: 'nowrap',
  color: 'action.active',
  mr: 1,
} as const

/** What the search box's text field (SearchInput) says and does on focus. */
export function useSearchField(openSearchPageOnFocus: boolean) {
  const { t } = useTranslation('search')
  const navigate = useNavigate()
  const small = useMediaQuery((theme) => theme.breakpoints.down('md'))
  return {
    placeholder: t('placeholder'),
    label: t('searchLabel'),
    /** Opens /search on phones when the box asks for it (the home page's hero). */
    onFocus: () => {
      if (openSearchPageOnFocus && small) void navigate('/search')
    },
  }
}
