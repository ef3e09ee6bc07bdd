import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './App.js'
import { registerServiceWorker } from './pwa/registerServiceWorker.js'
import './styles/base.css'
import './styles/components.css'
import './styles/layout.css'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element')
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
registerServiceWorker()
