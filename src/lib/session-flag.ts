/**
 * A yes/no preference kept for the browser tab (sessionStorage): a way of working, like the editor a person
 * chose, that should survive a reload but is not part of what a shared link shows.
 */
export function storedFlag(name: string): boolean {
  try {
    return sessionStorage.getItem(name) === 'true'
  } catch {
    return false // storage can be disabled; the preference then lasts for the page only
  }
}

export function storeFlag(name: string, value: boolean): void {
  try {
    sessionStorage.setItem(name, String(value))
  } catch {
    // not remembered across reloads, still applied now
  }
}
