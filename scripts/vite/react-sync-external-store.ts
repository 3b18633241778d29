/**
 * `use-sync-external-store/shim` for a React that has the hook built in (18 and later): @lingui/react imports the
 * shim, which would otherwise add its CommonJS copy of the hook to the JavaScript of every page. Can go once
 * @lingui/react imports the hook from React itself.
 */
export { useSyncExternalStore } from 'react'
