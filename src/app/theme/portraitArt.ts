import { status } from './tokens'

/**
 * The realtors' drawn portraits: skin tones, hair colours and pale backdrops (shirts use the
 * brand's and the statuses' colours).
 */
export const portraitArt = {
  skin: {
    fair: '#E8B996',
    light: '#E0B48C',
    warm: '#D9A47E',
    medium: '#C68E6A',
    tan: '#B98561',
    deep: '#7A4E33',
  },
  hair: {
    black: '#161616',
    blueBlack: '#1A1212',
    darkBrown: '#2B1D16',
    brown: '#2E2118',
    chestnut: '#4A2C1A',
    lightBrown: '#6B4A2E',
  },
  backdrop: {
    blue: '#E3EEF8',
    grey: status.chip,
    green: '#E6F2EA',
    lilac: '#EDE7F3',
    violet: '#F3ECF7',
  },
} as const
