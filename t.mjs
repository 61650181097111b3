import { PGlite } from '@electric-sql/pglite';
import fs from 'node:fs';
let t=performance.now();
if (!fs.existsSync('/tmp/pg.tgz')) {
const db = await PGlite.create();
console.log('create', performance.now()-t); t=performance.now();
await db.exec('create table x(a int); insert into x values (1)');
const blob = await db.dumpDataDir('gzip');
fs.writeFileSync('/tmp/pg.tgz', Buffer.from(await blob.arrayBuffer()));
console.log('dump', performance.now()-t, blob.size);
} else {
const buf = fs.readFileSync('/tmp/pg.tgz');
const db = await PGlite.create({ loadDataDir: new Blob([buf]) });
console.log('load', performance.now()-t); t=performance.now();
console.log((await db.query('select * from x')).rows);
}
