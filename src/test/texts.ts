import { within, type ByRoleMatcher } from '@testing-library/react'

/** The text of every element of `role` inside `container`, in document order: a table's headers, a picker's options. */
export const textsByRole = (container: HTMLElement, role: ByRoleMatcher) =>
  within(container)
    .getAllByRole(role)
    .map((element) => element.textContent)
