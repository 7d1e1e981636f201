"""Resume tokens and secret comparison."""

from decrypto_qt.net.tokens import new_seed, new_token, same_secret


def test_tokens_are_long_distinct_and_url_safe() -> None:
    tokens = {new_token() for _ in range(1000)}
    assert len(tokens) == 1000
    assert all(len(t) == 32 and t.replace("-", "").replace("_", "").isalnum() for t in tokens)
    assert len({new_seed() for _ in range(100)}) == 100


def test_secrets_compare_by_content_only() -> None:
    assert same_secret("4821", "4821")
    assert not same_secret("4821", "4822")
    assert not same_secret("4821", "48210")
    assert not same_secret("", "4821")
    assert same_secret("李", "李")
