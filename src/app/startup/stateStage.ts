/** The fourth start-up stage: Redux Toolkit with RTK Query, React Router and i18next. */
export { configureStore } from '@reduxjs/toolkit'
export { createBrowserRouter } from 'react-router'
export { default as i18next } from 'i18next'
