/**
 * The page's first script, inlined into its head at build (scripts/vite/languageHold.ts): it runs
 * before the first paint and holds the build's English text for a visitor who reads French.
 */
import { visitorLanguage } from './languageDetection'
import { holdTextForLanguage } from './languageHold'

holdTextForLanguage(document, visitorLanguage())
