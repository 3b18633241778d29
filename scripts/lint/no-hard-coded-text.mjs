// @ts-check
/**
 * An ESLint rule that forbids UI text written into JSX: every word a person reads comes from a message catalogue
 * (src/lib/i18n), so that it is shown in the language they chose. It reports text between tags (`<h2>Movers</h2>`),
 * string literals placed as children (`{'Retry'}`), and text given to an attribute that people read or hear
 * (`aria-label="Search"`, `title`, `placeholder`, `alt`, `label`, and props named like `…Label`, `…Title`,
 * `…Text`). Text with no letter in it (`—`, `×`, `%`, `·`) is a symbol, not a word, and passes; so does a name
 * that is not translated, when written as a catalogue message anyway.
 */

/** Attributes whose text is read or heard by a person. */
const READ_ATTRIBUTE =
  /^(?:aria-(?:label|description|roledescription|valuetext|placeholder)|title|placeholder|alt|label|caption|description|heading|summary|message|[a-z]+(?:Label|Title|Text|Message|Caption|Description|Heading))$/

const hasWords = (/** @type {string} */ text) => /\p{L}/u.test(text)

/** @type {import('eslint').Rule.RuleModule} */
const noHardCodedText = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid UI text written into JSX instead of a message catalogue' },
    schema: [],
    messages: { text: 'UI text "{{text}}" belongs in a message catalogue (src/lib/i18n), not in JSX' },
  },
  create(context) {
    /** @param {import('estree').Node} node @param {string} text */
    const report = (node, text) =>
      context.report({ node, messageId: 'text', data: { text: text.trim().replace(/\s+/g, ' ').slice(0, 40) } })
    /** the text of a string or a template literal without placeholders, else undefined */
    const literalText = (/** @type {any} */ node) => {
      if (node?.type === 'Literal' && typeof node.value === 'string') return node.value
      if (node?.type === 'TemplateLiteral')
        return node.quasis.map((/** @type {any} */ quasi) => quasi.value.cooked).join('')
      return undefined
    }
    return {
      /** @param {any} node */
      JSXText(node) {
        if (hasWords(node.value)) report(node, node.value)
      },
      /** @param {any} node */
      JSXExpressionContainer(node) {
        if (node.parent?.type !== 'JSXElement' && node.parent?.type !== 'JSXFragment') return
        const text = literalText(node.expression)
        if (text !== undefined && hasWords(text)) report(node, text)
      },
      /** @param {any} node */
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : ''
        if (!READ_ATTRIBUTE.test(name)) return
        const value = node.value?.type === 'JSXExpressionContainer' ? node.value.expression : node.value
        const text = literalText(value)
        if (text !== undefined && hasWords(text)) report(node, text)
      },
    }
  },
}

export const i18nPlugin = { rules: { 'no-hard-coded-text': noHardCodedText } }
