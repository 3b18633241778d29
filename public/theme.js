/* global document, matchMedia */
// Apply the remembered theme before the first paint, so dark-mode readers never see a white flash. A file of its
// own, loaded by a blocking <script> in <head>, because the Content-Security-Policy allows no inline script.
try {
  var theme = localStorage.getItem('theme')
  if (theme !== 'light' && theme !== 'dark')
    theme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'
  document.documentElement.dataset.theme = theme
} catch {
  // storage blocked (private mode, policy): the stylesheet's default theme applies
}
