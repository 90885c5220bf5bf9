import type { DataDirInUseError } from '../db/data-dir-lock.js';

/** What `npm run staff:create` says when the running server holds the embedded database: what to do, both languages. */
export function serverHoldsTheData({ dir, owner }: DataDirInUseError): string {
  return [
    `База данных занята: её держит запущенный сервер (процесс ${owner}, каталог ${dir}).`,
    'Что сделать:',
    '  • не останавливая сервер — войдите на рабочее место сотрудника, откройте «Сотрудники» (/staff/team)',
    '    и пригласите нового сотрудника: он получит ссылку, по которой сам задаст пароль;',
    '  • или остановите сервер, повторите npm run staff:create и запустите сервер снова',
    '    (так создаётся первый сотрудник, пока на рабочем месте ещё никого нет).',
    '',
    `The database is in use: the running server holds it (process ${owner}, directory ${dir}).`,
    'What to do:',
    '  • without stopping the server — sign in to the staff desk, open «Сотрудники» (/staff/team)',
    '    and invite the new staff member: they get a link to set their own password;',
    '  • or stop the server, run npm run staff:create again and start the server',
    '    (this is how the first staff account is made, while nobody can sign in to the desk yet).',
  ].join('\n');
}
