import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { resolveApiKeys } from './keys'

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'keys-'))

describe('API keys', () => {
  it('takes SECTORS_API_KEYS as a comma-separated list', () => {
    expect(resolveApiKeys(' one , two ,,', tempDir())).toEqual({ keys: ['one', 'two'], origin: { kind: 'env' } })
  })

  it('generates a 64-character hex key on first start, readable by its owner only', () => {
    const dir = tempDir()
    const first = resolveApiKeys(undefined, dir)
    expect(first.origin.kind).toBe('generated')
    expect(first.keys[0]).toMatch(/^[0-9a-f]{64}$/)
    const file = path.join(dir, 'api-key')
    expect(readFileSync(file, 'utf8').trim()).toBe(first.keys[0])
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it('keeps using the stored key on later starts', () => {
    const dir = tempDir()
    const first = resolveApiKeys('', dir)
    const second = resolveApiKeys(undefined, dir)
    expect(second).toEqual({ keys: first.keys, origin: { kind: 'stored', file: path.join(dir, 'api-key') } })
  })
})
