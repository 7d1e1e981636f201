#!/usr/bin/env node
// A minimal decrypto_qt window in JavaScript, written from docs/protocol.md alone.
// Standard library only (net, readline): no npm packages. Node 18 or later.
//
//   node client.js --host 127.0.0.1 --port 47123 --seats 4
//
// Each seat is its own TCP connection (a personal window). The seats join, say they
// are ready and play whole legal games with trivial clues and guesses until the game
// is over. Exit status: 0 game over with no error from the host; 1 the host answered
// an `error`; 2 refused; 3 the connection ended before the game did; 4 timed out;
// 64 bad arguments.
'use strict';

const net = require('net');
const readline = require('readline');

const PROTOCOL = 1;

function parseArgs(argv) {
  const opts = { host: '127.0.0.1', port: 47123, seats: 1, name: 'Node', pin: null, timeout: 120 };
  for (let i = 0; i < argv.length; i++) {
    const key = argv[i];
    const value = argv[i + 1];
    if (key === '--host') opts.host = value;
    else if (key === '--port') opts.port = Number(value);
    else if (key === '--seats') opts.seats = Number(value);
    else if (key === '--name') opts.name = value;
    else if (key === '--pin') opts.pin = value;
    else if (key === '--timeout') opts.timeout = Number(value);
    else {
      console.error(`unknown argument ${key}`);
      process.exit(64);
    }
    i++;
  }
  if (!Number.isInteger(opts.port) || !Number.isInteger(opts.seats) || opts.seats < 1) {
    console.error('usage: client.js --host ADDR --port PORT [--seats N] [--name PREFIX] [--pin PIN]');
    process.exit(64);
  }
  return opts;
}

const opts = parseArgs(process.argv.slice(2));
let errors = 0;
let finished = 0;
const seats = [];

function finish(code, why) {
  if (why) console.log(why);
  for (const seat of seats) seat.close();
  process.exit(code);
}

class Seat {
  constructor(index) {
    this.name = `${opts.name} ${index + 1}`;
    this.team = index % 2 === 0 ? 'white' : 'black';
    this.id = null; // our seat id, from `welcome`
    this.done = new Set(); // what we have sent already, so one view never sends it twice
    this.nextId = 1;
    this.over = false;
    this.socket = net.createConnection({ host: opts.host, port: opts.port }, () => this.hello());
    this.socket.setNoDelay(true);
    // One JSON object per line: readline buffers fragments and splits on \n.
    const lines = readline.createInterface({ input: this.socket, crlfDelay: Infinity });
    lines.on('line', (line) => line.trim() && this.receive(JSON.parse(line)));
    this.socket.on('error', (err) => finish(3, `${this.name}: ${err.message}`));
    this.socket.on('close', () => {
      if (!this.over) finish(3, `${this.name}: the host closed the connection before the game was over`);
    });
    // Heartbeat: a window silent for 6 seconds is treated as gone.
    this.heartbeat = setInterval(() => this.send({ type: 'ping', t: Date.now() / 1000 }), 2000);
  }

  send(message) {
    this.socket.write(JSON.stringify(message) + '\n');
  }

  hello() {
    const hello = { type: 'hello', protocol: PROTOCOL, app: 'node-example 1.0', names: [this.name], team: this.team };
    if (opts.pin) hello.pin = opts.pin;
    this.send(hello);
  }

  // A game action, once per `key`: a view may come again before our action's own view.
  act(key, action) {
    if (this.done.has(key)) return;
    this.done.add(key);
    this.send({ type: 'action', id: this.nextId++, action });
  }

  receive(msg) {
    switch (msg.type) {
      case 'welcome':
        this.id = msg.seats[0].id;
        this.send({ type: 'lobby_choice', id: this.nextId++, ready: true });
        break;
      case 'refused':
        finish(2, `${this.name}: refused: ${msg.code}: ${msg.message}`);
        break;
      case 'error':
        // A successful action gets no reply; an error is always a mistake of ours.
        errors++;
        console.error(`${this.name}: error ${msg.code} (request ${msg.id}): ${msg.message}`);
        break;
      case 'bye':
        if (!this.over) finish(3, `${this.name}: bye: ${msg.code}: ${msg.message}`);
        break;
      case 'view':
        this.play(msg.view);
        break;
      default: // lobby, pong: nothing to do
    }
  }

  // The one seat of `team` that acts for the team now: the first player in the roster
  // who may (every connection works it out alike, so only one of them locks a guess).
  actsFor(view, team, except) {
    const roster = view.teams.find((t) => t.team === team).players;
    const first = roster.find((p) => p.id !== except);
    return first !== undefined && first.id === this.id;
  }

  play(view) {
    const mine = view.window.team;
    const round = view.round;
    if (view.phase === 'encrypting') {
      // Only the encryptor's window has secret.code; clues that are not keywords and
      // never repeat: made-up words with the team, round and place in them.
      if (view.window.serves_encryptor && view.secret.clues === null) {
        const clues = [0, 1, 2].map((i) => `zq${mine[0]}${round}x${i}`);
        this.act(`clues ${round}`, { type: 'submit_clues', clues });
      }
    } else if (view.phase === 'decoding') {
      const d = view.decoding;
      const guess = view.secret.guess; // our team's guess of this code, if we may guess
      if (!guess || guess.locked) return;
      const encryptor = view.teams.find((t) => t.team === d.team).encryptor;
      // Own code: the encryptor sits out (R10). Interception: anyone of the other team.
      const except = d.team === mine ? encryptor : null;
      if (!this.actsFor(view, mine, except)) return;
      const code = d.team === mine ? [1, 2, 3] : [3, 2, 1];
      this.act(`lock ${round} ${d.team}`, { type: 'lock_guess', target: d.team, code });
    } else if (view.phase === 'keyword_guessing') {
      const kg = view.secret.keyword_guesses;
      if (kg && !kg.submitted && this.actsFor(view, mine, null)) {
        this.act('keyword guesses', { type: 'submit_keyword_guesses', guesses: ['sun', 'moon', '', ''] });
      }
    } else if (view.phase === 'keyword_judging') {
      if (!view.tiebreak.judged[mine] && this.actsFor(view, mine, null)) {
        this.act('judged', { type: 'finish_judging' });
      }
    } else if (view.phase === 'game_over' && !this.over) {
      this.over = true;
      const o = view.outcome;
      console.log(`${this.name}: game over after round ${round}: ${o.winners.join(' and ') || 'nobody'} (${o.reason})`);
      if (++finished === seats.length) {
        finish(errors === 0 ? 0 : 1, errors === 0 ? 'all seats saw the game end' : `${errors} errors`);
      }
    }
  }

  close() {
    clearInterval(this.heartbeat);
    this.over = true;
    if (!this.socket.destroyed) {
      this.send({ type: 'leave' });
      this.socket.end();
    }
  }
}

for (let i = 0; i < opts.seats; i++) seats.push(new Seat(i));
setTimeout(() => finish(4, `no game over within ${opts.timeout} s`), opts.timeout * 1000).unref();
