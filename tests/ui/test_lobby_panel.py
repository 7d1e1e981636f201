"""The lobby's team buttons and rosters name the Interceptor as a role, not a team (R27)."""

from __future__ import annotations

import pytest
from pytestqt.qtbot import QtBot

from decrypto_qt.engine.types import Team
from decrypto_qt.protocol import messages as msg
from decrypto_qt.ui.i18n import TRANSLATIONS
from decrypto_qt.ui.lobby_panel import LobbyPanel

LOBBY = msg.LobbyState(
    room="Soirée",
    started=False,
    pin_required=False,
    players=(
        msg.LobbyPlayer("a", "Anne", "white", False, False),
        msg.LobbyPlayer("b", "Benoît", "white", False, False),
        msg.LobbyPlayer("c", "Chloé", "black", False, False),
    ),
    windows=3,
    variant="three_player",
)


@pytest.mark.rule("R27")
@pytest.mark.parametrize(
    ("language", "white", "interceptor", "alone"),
    [
        ("en", "Join ○ White", "Play as ■ Interceptor", "■ Interceptor, one player"),
        (
            "fr",
            "Rejoindre les ○ Blancs",
            "Jouer en ■ Intercepteur",
            "■ Intercepteur, un seul joueur",
        ),
        ("nl", "Aansluiten bij ○ Wit", "Speel als ■ Onderschepper", "■ Onderschepper, één speler"),
        ("zh_CN", "加入○白队", "担任■拦截者", "■拦截者（一名玩家）"),
    ],
)
def test_the_interceptor_is_joined_as_a_role(
    qtbot: QtBot, language: str, white: str, interceptor: str, alone: str
) -> None:
    TRANSLATIONS.set_language(language)
    try:
        panel = LobbyPanel()
        qtbot.addWidget(panel)
        panel.show_lobby(LOBBY, three_player=True)
        assert panel.join[Team.WHITE].text() == white
        assert panel.join[Team.BLACK].text() == interceptor  # not "Rejoindre les ■ Intercepteur"
        assert panel.rosters[Team.BLACK].accessibleName() == alone
    finally:
        TRANSLATIONS.set_language("en")
