// The web table and the Director's panel in a real browser (docs/web.md):
// four players in four browser contexts and a Director in a fifth play a
// board through the pages only. West bids insufficiently, North declines,
// West replaces the bid and the Director rules the replacement on his
// panel; South revokes and corrects it; West claims, North disputes and the
// Director awards; then the pages are read in Traditional Chinese.
//
// Expected values come from the Laws (27A1, 27B1(a), 61A, 62B1, 68D, 70),
// not from the program: who chooses after an insufficient bid, that the
// lowest sufficient bid in the same denomination leaves the auction free,
// who is dummy and when his cards are faced (Law 41D), which cards each
// seat may see.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..', '..');
const shots = join(here, '..', 'screenshots');
const BIN = process.env.TENACE_BIN || [join(root, 'target', 'release', 'tenace'), join(root, 'target', 'debug', 'tenace')].find(existsSync);
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
// North: AKQJ.T98.765.432, East: T98.765.432.AKQJ, South: 765.432.AKQJ.T98,
// West: 432.AKQJ.T98.765. Board 1: North deals, nobody vulnerable (Law 2).
const DEAL = 'N:AKQJ.T98.765.432 T98.765.432.AKQJ 765.432.AKQJ.T98 432.AKQJ.T98.765';
const SEATS = ['N', 'E', 'S', 'W'];

let server, base, dir, browser;
let step = 0;

async function startServer() {
  dir = mkdtempSync(join(tmpdir(), 'tenace-web-'));
  server = spawn(BIN, ['serve', '--listen', '127.0.0.1:0', '--db', join(dir, 'tenace.db')], { stdio: ['ignore', 'pipe', 'pipe'] });
  server.stderr.on('data', () => {});
  base = await new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error('the server did not start: ' + out)), 30000);
    server.stdout.on('data', d => {
      out += d;
      const m = /http:\/\/127\.0\.0\.1:\d+/.exec(out);
      if (m) { clearTimeout(timer); resolve(m[0]); }
    });
    server.on('exit', code => reject(new Error('the server exited with ' + code + ': ' + out)));
  });
}

async function shot(page, name) {
  step += 1;
  await page.screenshot({ path: join(shots, String(step).padStart(2, '0') + '-' + name + '.png'), fullPage: true });
}
async function seqAtLeast(pages, n) {
  // The frame (the view) and the words rendered for it (the Laws' answer).
  for (const p of pages) {
    await p.waitForFunction(k => Number(document.body.dataset.seq) >= k && Number(document.body.dataset.textSeq) >= k, n, { timeout: 15000 });
  }
}
async function cardsShown(page, seat) {
  return page.$$eval('.compass .seat-' + seat + ' [data-card]', es => es.map(e => e.dataset.card));
}

before(async () => {
  assert.ok(BIN, 'build tenace first (cargo build -p tenace) or set TENACE_BIN');
  mkdirSync(shots, { recursive: true });
  await startServer();
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
});
after(async () => {
  if (browser) await browser.close();
  if (server) server.kill('SIGTERM');
  if (dir) rmSync(dir, { recursive: true, force: true });
});

test('the landing page creates a table and gives a link per role', async () => {
  const ctx = await browser.newContext({ locale: 'en-GB' });
  const page = await ctx.newPage();
  await page.goto(base + '/');
  await page.waitForSelector('[data-i18n="web-index-create-button"]:has-text("Create")');
  await page.click('#create button[type=submit]');
  await page.waitForSelector('#tables li a[data-role="W"]');
  const hrefs = await page.$$eval('#tables li a', as => as.map(a => a.getAttribute('href')));
  // One link for each seat, the Director and a spectator; tokens only after '#'.
  assert.equal(hrefs.length, 6);
  for (const h of hrefs.slice(0, 4)) assert.match(h, /^\/table\/[0-9a-f]+#role=[NESW]&token=[0-9a-f]{32}$/);
  assert.match(hrefs[4], /^\/director#token=[0-9a-f]{32}$/);
  await shot(page, 'landing');
  // The seat link opens the table; the token leaves the address bar.
  const seat = await ctx.newPage();
  await seat.goto(base + hrefs[0]);
  await seat.waitForFunction(() => document.body.dataset.seq !== undefined);
  assert.ok(!seat.url().includes('token'), 'the token stays out of the address: ' + seat.url());
  assert.equal((await cardsShown(seat, 'N')).length, 13);
  await ctx.close();
});

test('a board with an insufficient bid, a revoke and a disputed claim', async () => {
  const made = await (await fetch(base + '/api/tables', {
    method: 'POST', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ deal: DEAL, board: 1, mode: 'auto' }),
  })).json();
  const pages = {};
  for (const s of SEATS) {
    const ctx = await browser.newContext({ locale: 'en-GB', viewport: s === 'S' ? { width: 390, height: 844 } : { width: 1280, height: 900 } });
    pages[s] = await ctx.newPage();
    await pages[s].goto(`${base}/table/${made.id}#role=${s}&token=${made.tokens[s]}`);
  }
  const dctx = await browser.newContext({ locale: 'en-GB' });
  const director = await dctx.newPage();
  await director.goto(`${base}/director#token=${made.tokens.director}`);
  const all = Object.values(pages);
  await seqAtLeast(all, 0);
  const { N, E, S, W } = pages;

  // Each seat sees its own thirteen cards and no other hand (Law 41D: no
  // dummy before the opening lead).
  for (const s of SEATS) {
    assert.equal((await cardsShown(pages[s], s)).length, 13, s + ' sees its hand');
    for (const o of SEATS.filter(x => x !== s)) assert.deepEqual(await cardsShown(pages[s], o), [], s + ' sees none of ' + o);
  }
  // Each player sits at the bottom of his own screen, his left-hand
  // opponent on his left: for North, South is across and East on the left.
  const box = async (page, seat) => page.locator('.compass .seat-' + seat).boundingBox();
  assert.ok((await box(N, 'N')).y > (await box(N, 'S')).y, 'North at the bottom of his screen');
  assert.ok((await box(N, 'E')).x < (await box(N, 'W')).x, "North's left-hand opponent on his left");
  assert.ok((await box(W, 'W')).y > (await box(W, 'E')).y, 'West at the bottom of his screen');
  assert.ok((await box(W, 'N')).x < (await box(W, 'S')).x, "West's left-hand opponent on his left");
  await shot(N, 'north-before-the-auction');

  // A seat cannot act for another: the server refuses, the page says why.
  await N.fill('#lineform input[name=line]', 'E P');
  await N.click('#lineform button[type=submit]');
  await N.waitForFunction(() => /not your action/.test(document.getElementById('msg').textContent));
  assert.equal(await N.evaluate(() => document.body.dataset.seq), '0', 'nothing happened');

  // The auction: 1S by North, two passes, then West's 1H, insufficient.
  const bid = async (s, call, n) => { await pages[s].click(`#box button[data-call="${call}"]`); await seqAtLeast(all, n); };
  await bid('N', '1S', 1);
  await bid('E', 'P', 2);
  // South alerts and explains his partner's 1S (Laws 20F1, 40B); everyone
  // sees the explanation with the call.
  await S.click('#alert');
  await seqAtLeast(all, 3);
  assert.match(await E.textContent('#auction'), /1♠!/);
  await S.fill('#explainform input[name=text]', 'five or more spades');
  await S.click('#explainform button[type=submit]');
  await seqAtLeast(all, 4);
  assert.match(await W.textContent('#explanations'), /1♠: South explains “five or more spades”/);
  await bid('S', 'P', 5);
  await bid('W', '1H', 6);
  // Law 27A1: North, the offender's left-hand opponent, may accept it.
  await N.waitForSelector('#options button.choose[data-kind="decline"]');
  assert.match(await N.textContent('#irregs'), /insufficient/);
  assert.equal(await W.$('#options button.choose'), null, 'West does not choose');
  assert.equal(await W.$eval('#auction td.irregular', e => e.textContent), '1♥');
  await shot(N, 'insufficient-bid-north-chooses');
  await N.click('#options button.choose[data-kind="decline"]');
  await seqAtLeast(all, 7);
  // West replaces it with 2H, the lowest sufficient bid in hearts.
  await bid('W', '2H', 8);
  // The Director rules on his panel how the replacement qualifies (27B1).
  await director.waitForSelector(`.qtable.needs[data-table="${made.id}"] button.rule`, { timeout: 15000 });
  const panel = await director.textContent(`.qtable[data-table="${made.id}"]`);
  assert.match(panel, /insufficient/);
  assert.match(panel, /27B1\(a\)/);
  await shot(director, 'director-rules-the-replacement');
  await director.click(`.qtable[data-table="${made.id}"] button.rule[data-action*="lowest_same_denominations"]`);
  await seqAtLeast(all, 9);
  await bid('N', 'P', 10);
  await bid('E', 'P', 11);
  await bid('S', 'P', 12);
  assert.match(await S.textContent('#contract'), /2♥ by West/);

  // The play: North leads; East is dummy, faced after the lead (41D).
  const play = async (page, seat, card, n) => { await page.click(`.compass .seat-${seat} button[data-card="${card}"]`); await seqAtLeast(all, n); };
  assert.deepEqual(await cardsShown(S, 'E'), [], 'no dummy before the opening lead');
  await play(N, 'N', 'SA', 13);
  assert.equal((await cardsShown(S, 'E')).length, 13, 'dummy is faced');
  assert.deepEqual(await cardsShown(S, 'W'), [], "South never sees declarer's hand");
  await play(W, 'E', 'S8', 14); // declarer plays dummy's card
  await play(S, 'S', 'S5', 15);
  await play(W, 'W', 'S2', 16);
  await N.click('#last');
  assert.equal((await N.$$('#lasttrick [data-card]')).length, 4, 'the last trick can be seen');
  await shot(N, 'after-the-first-trick');
  await play(N, 'N', 'D5', 17);
  // Law 66A: North's side has led to the next trick, so North may no longer
  // see the last one; East-West, who have not played to it yet, still may.
  assert.equal(await N.isVisible('#last'), false);
  assert.equal(await N.isVisible('#lasttrick'), false);
  assert.equal(await W.isVisible('#last'), true);
  await play(W, 'E', 'D2', 18);
  // South revokes (he holds diamonds) and corrects it at once (Laws 61A, 62).
  await play(S, 'S', 'CT', 19);
  await S.waitForFunction(() => /revoke/.test(document.getElementById('irregs').textContent));
  await shot(S, 'revoke-on-a-phone');
  await play(S, 'S', 'DA', 20);
  assert.match(await S.textContent('#irregs'), /62B1/);
  await play(W, 'W', 'D8', 21);

  // West claims eight of the eleven tricks left; North disputes (68D).
  await W.fill('#claimform input[name=tricks]', '8');
  await W.fill('#claimform input[name=statement]', 'draw trumps, then cash the clubs');
  await W.click('#claimform button[type=submit]');
  await seqAtLeast(all, 22);
  await N.waitForSelector('#claimanswer:not([hidden]) #dispute');
  await N.click('#dispute');
  await seqAtLeast(all, 23);
  await director.waitForSelector(`.qtable[data-table="${made.id}"] button.award`, { timeout: 15000 });
  assert.match(await director.textContent(`.qtable[data-table="${made.id}"]`), /draw trumps, then cash the clubs/);
  await shot(director, 'director-sees-the-disputed-claim');
  await director.click(`.qtable[data-table="${made.id}"] button.award`);
  await seqAtLeast(all, 24);

  // The board is over: the result and score on every page, the whole deal.
  for (const s of SEATS) {
    await pages[s].waitForSelector('#resultpanel:not([hidden])');
    assert.match(await pages[s].textContent('#result'), /2♥ by West/);
  }
  // The whole deal is open after the board: South now sees every hand.
  for (const o of SEATS) assert.ok((await cardsShown(S, o)).length > 0, 'South sees ' + o + ' after the board');
  await shot(W, 'the-result');
  // The Director's log: every event, with who made it.
  await director.click(`.qtable[data-table="${made.id}"] button.showlog`);
  await director.waitForSelector('#logpanel:not([hidden])');
  assert.equal(await director.$$eval('#log tr', rs => rs.length), 1 + 24);
  await shot(director, 'the-log');

  // The same table in Traditional Chinese.
  await N.click('#lang');
  await N.waitForFunction(() => document.documentElement.lang === 'zh-TW' && /西家主打/.test(document.body.textContent));
  const zh = await N.textContent('body');
  assert.match(zh, /北家/);
  assert.match(zh, /不足叫價/);
  assert.match(zh, /應跟未跟/);
  assert.match(zh, /本副牌結束/);
  await shot(N, 'zh-TW-table');
  await director.click('#lang');
  await director.waitForFunction(() => /牌桌紀錄/.test(document.body.textContent));
  await shot(director, 'zh-TW-director');
});
