"""The two baselines every figure is measured against, in the same run.

- random: legal clues drawn at random from the same vocabulary, codes guessed at random;
- naive: nearest-keyword cosine and nothing else. Its encryptor gives the
  vocabulary word closest to the keyword; its decoder picks the code whose
  clue-keyword cosines add up highest; its interceptor matches each clue to
  the keyword number whose earlier clues hold the most similar one.
"""

from __future__ import annotations

from typing import Any

import numpy as np

from decrypto_qt.ai.clues import acceptable
from decrypto_qt.ai.levels import Level
from decrypto_qt.ai.player import ComputerPlayer
from decrypto_qt.ai.reading import best_code, interceptor_scores
from decrypto_qt.engine import ALL_CODES, Team

PLAIN = Level(
    "plain", noise=0.0, history=0.0, memory=0, infer_keywords=False, clue_pool=1, caution=0.0
)


class RandomPlayer(ComputerPlayer):
    def write_clues(
        self, view: dict[str, Any], team: Team, keywords: list[str], code: list[int]
    ) -> tuple[str, str, str]:
        rng = self._rng("clues", view["round"], tuple(code))
        earlier = [c for h in view["history"] if h["team"] == team.value for c in h["clues"] if c]
        chosen: list[str] = []
        while len(chosen) < 3:
            word = self.vocabulary.words[int(rng.integers(len(self.vocabulary.words)))]
            if acceptable(word, keywords, [*earlier, *chosen]):
                chosen.append(word)
        return (chosen[0], chosen[1], chosen[2])

    def read_code(
        self, view: dict[str, Any], team: Team, target: Team, clues: list[str]
    ) -> tuple[int, int, int]:
        code = ALL_CODES[int(self._rng("read", view["round"], target.value).integers(24))]
        return (code[0], code[1], code[2])


class NaivePlayer(ComputerPlayer):
    def write_clues(
        self, view: dict[str, Any], team: Team, keywords: list[str], code: list[int]
    ) -> tuple[str, str, str]:
        earlier = [c for h in view["history"] if h["team"] == team.value for c in h["clues"] if c]
        sims = self.vocabulary.vectors @ self.model.embed(keywords).T
        chosen: list[str] = []
        for digit in code:
            for i in np.argsort(-sims[:, digit - 1]):
                word = self.vocabulary.words[int(i)]
                if acceptable(word, keywords, [*earlier, *chosen]):
                    chosen.append(word)
                    break
        return (chosen[0], chosen[1], chosen[2])

    def read_code(
        self, view: dict[str, Any], team: Team, target: Team, clues: list[str]
    ) -> tuple[int, int, int]:
        vectors = self._clue_vectors(clues)
        rng = self._rng("read", view["round"], target.value)
        if target is team:
            keywords = view["teams"][team.index]["keywords"] or []
            return best_code(vectors @ self.model.embed(keywords).T, rng)
        history = self._history_vectors(view, target, 0)
        return best_code(interceptor_scores(vectors, history), rng)
