/**
 * The statements of a migration file, each without its closing semicolon: split at the semicolons
 * outside quotes ('…', "…", $tag$…$tag$) and comments (-- and /* … *\/), empty ones left out.
 *
 * On a distributed Citus database a migration runs a statement at a time: Citus passes the text of
 * a DDL command on a distributed table to the workers as it came, and a worker refuses several
 * commands in one ("cannot insert multiple commands into a prepared statement").
 */
export function sqlStatements(text: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let i = 0;
  const push = (end: number) => {
    const statement = text.slice(start, end).trim();
    if (statement && !/^(\s|--[^\n]*(\n|$)|\/\*[\s\S]*?\*\/)*$/.test(statement)) statements.push(statement);
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '-' && text[i + 1] === '-') {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end + 1;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end === -1 ? text.length : end + 2;
    } else if (c === "'" || c === '"') {
      // A doubled quote inside is the quote itself: the scan ends at the first single one.
      let j = i + 1;
      while (j < text.length && !(text[j] === c && text[j + 1] !== c)) j += text[j] === c ? 2 : 1;
      i = j + 1;
    } else if (c === '$') {
      const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(i))?.[0];
      if (tag) {
        const end = text.indexOf(tag, i + tag.length);
        i = end === -1 ? text.length : end + tag.length;
      } else i += 1;
    } else if (c === ';') {
      push(i);
      i += 1;
      start = i;
    } else i += 1;
  }
  push(text.length);
  return statements;
}
