// One chunk for the three marketing routes: they share nearly all their code.
export { AboutPage } from './AboutPage'
export { BuyingPage } from './BuyingPage'
export { SellingPage } from './SellingPage'
export { ContactPage } from './ContactPage'
