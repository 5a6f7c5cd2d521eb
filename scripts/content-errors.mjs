// Astro's report of content that its schema refuses, retold in Russian for editors, who read it in
// the deploy log: which file, which field, and what is wrong.

/** The Russian summary of the content errors in a build's output, or '' when there are none. */
export function contentErrorSummary(output) {
  // eslint-disable-next-line no-control-regex -- terminal colour codes start with ESC
  const plain = output.replace(/\x1b\[[0-9;]*m/g, '');
  const blocks = plain.split('[InvalidContentEntryDataError]').slice(1);
  const lines = [];
  for (const block of blocks) {
    const file = /Location:\s*\n?\s*(\S+?)(?::\d+:\d+)?\s*\n/.exec(block)?.[1] ?? '';
    const entry = /^\s*(\S+) → (\S+)/.exec(block);
    const shown = file ? file.replace(/^.*?(src\/content\/)/, '$1') : `${entry?.[1]}/${entry?.[2]}`;
    lines.push(`  Файл ${shown}:`);
    const fields = /does not match collection schema\.\s*\n\n([\s\S]*?)\n\n/.exec(block)?.[1] ?? '';
    for (const row of fields.split('\n')) {
      const match = /^\s*([^:]+):\s*(.+)$/.exec(row);
      if (!match) continue;
      const [, field = '', message = ''] = match;
      lines.push(
        /^\**$/.test(field.trim())
          ? `    ${message}`
          : `    поле «${field.trim()}»: ${message.replace(/^Поле «[^»]+»:?\s*/, '')}`,
      );
    }
  }
  if (lines.length === 0) return '';
  return [
    'Сайт не собран: в содержимом ошибки.',
    ...lines,
    'Исправьте эти поля в файле или в редакторе (/admin) и опубликуйте снова: живой сайт не изменился.',
  ].join('\n');
}
