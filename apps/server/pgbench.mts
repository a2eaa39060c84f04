import { PGlite } from '@electric-sql/pglite';

let t = Date.now();
const a = new PGlite('memory://');
await a.waitReady;
console.log('fresh', Date.now() - t);
await a.exec('create table x (id int)');
t = Date.now();
const dump = await a.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const b = new PGlite('memory://', { loadDataDir: dump });
await b.waitReady;
console.log('load', Date.now() - t, (await b.query('select count(*) from x')).rows);
