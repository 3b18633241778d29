// @ts-check
/**
 * An ESLint rule that forbids import cycles between the project's own modules, type imports included.
 * import-x's `no-cycle` skips `import type` (a hard-coded exception with no option), yet a cycle through types still
 * ties the modules' designs together: neither can be moved or understood without the other.
 *
 * The graph is read once per lint run from every module under `src/` with TypeScript's own import scanner
 * (`ts.preProcessFile`: value, type and dynamic imports and re-exports, never text in comments or strings), and its
 * cycles are found as strongly connected components (Tarjan). Each import that stays inside a component is reported,
 * with one cycle it closes.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

const EXTENSIONS = ['.ts', '.tsx']

/** The module a relative specifier names (`./x` → `./x.ts`, `./dir` → `./dir/index.ts`), or null for a package. */
function resolveModule(from, specifier) {
  if (!specifier.startsWith('.')) return null
  const base = path.resolve(path.dirname(from), specifier)
  const candidates = [
    ...EXTENSIONS.map((extension) => base + extension),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ]
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? null
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : []
  })
}

/** Every module under `root` and the modules it imports. */
function importGraph(root) {
  const graph = new Map()
  for (const file of sourceFiles(root)) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true)
    const targets = importedFiles.map((imported) => resolveModule(file, imported.fileName))
    graph.set(file, new Set(targets.filter((target) => target !== null)))
  }
  return graph
}

/** The strongly connected components of more than one module, as a map from module to its component's index. */
function cyclicComponents(graph) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const component = new Map()
  let counter = 0
  let components = 0
  const visit = (start) => {
    // iterative Tarjan: the graph is deep enough (hundreds of modules) to make recursion a risk worth avoiding
    const work = [[start, [...(graph.get(start) ?? [])], 0]]
    index.set(start, counter)
    low.set(start, counter++)
    stack.push(start)
    onStack.add(start)
    while (work.length > 0) {
      const frame = work[work.length - 1]
      const [node, edges] = frame
      if (frame[2] < edges.length) {
        const next = edges[frame[2]++]
        if (!graph.has(next)) continue
        if (!index.has(next)) {
          index.set(next, counter)
          low.set(next, counter++)
          stack.push(next)
          onStack.add(next)
          work.push([next, [...(graph.get(next) ?? [])], 0])
        } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)))
        continue
      }
      work.pop()
      const parent = work[work.length - 1]
      if (parent !== undefined) low.set(parent[0], Math.min(low.get(parent[0]), low.get(node)))
      if (low.get(node) !== index.get(node)) continue
      const members = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        members.push(member)
      } while (member !== node)
      if (members.length > 1) {
        for (const each of members) component.set(each, components)
        components += 1
      }
    }
  }
  for (const node of graph.keys()) if (!index.has(node)) visit(node)
  return component
}

/** The shortest path of imports from `from` back to `to`, inside one component (breadth first). */
function pathBack(graph, component, from, to) {
  const previous = new Map([[from, null]])
  const queue = [from]
  while (queue.length > 0) {
    const node = queue.shift()
    if (node === to) break
    for (const next of graph.get(node) ?? [])
      if (component.get(next) === component.get(from) && !previous.has(next)) {
        previous.set(next, node)
        queue.push(next)
      }
  }
  const steps = []
  for (let node = to; node !== null && node !== undefined; node = previous.get(node)) steps.unshift(node)
  return steps
}

let analysed = null
const analysis = (root) => {
  if (analysed?.root !== root) {
    const graph = importGraph(root)
    analysed = { root, graph, component: cyclicComponents(graph) }
  }
  return analysed
}

/** @type {import('eslint').Rule.RuleModule} */
const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid import cycles between modules, type imports included' },
    schema: [],
    messages: { cycle: 'Import cycle (type imports count): {{cycle}}' },
  },
  create(context) {
    const file = context.physicalFilename
    const root = path.resolve(context.cwd, 'src')
    if (!file.startsWith(root + path.sep)) return {}
    const { graph, component } = analysis(root)
    const own = component.get(file)
    if (own === undefined) return {}
    const check = (node) => {
      const specifier = node.source?.value
      if (typeof specifier !== 'string') return
      const target = resolveModule(file, specifier)
      if (target === null || component.get(target) !== own) return
      const cycle = [file, ...pathBack(graph, component, target, file)].map((step) => path.relative(root, step))
      context.report({ node: node.source, messageId: 'cycle', data: { cycle: cycle.join(' → ') } })
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    }
  },
}

export const cyclesPlugin = { rules: { 'no-import-cycle': noImportCycle } }
