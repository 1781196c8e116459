"""The bundle's ICU trim keeps English, the root and pool tables and the supplemental data, and
leaves out other languages, code-page converters and break iterators."""
import importlib.util
from pathlib import Path

import pytest

_spec = importlib.util.spec_from_file_location("trim_icu", Path(__file__).parents[1] / "packaging" / "trim_icu.py")
trim_icu = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(trim_icu)


@pytest.mark.parametrize("item", [
    "root.res", "pool.res", "res_index.res", "en.res", "en_US.res", "en_GB.res", "en_US_POSIX.res",
    "supplementalData.res", "zoneinfo64.res", "likelySubtags.res", "metadata.res", "plurals.res",
    "units.res", "icuver.res", "cnvalias.icu", "uemoji.icu", "nfkc.nrm",
    "coll/root.res", "coll/ucadata.icu", "coll/en.res", "curr/pool.res", "zone/en_GB.res", "translit/root.res",
])
def test_kept(item):
    assert not trim_icu.unwanted(item)


@pytest.mark.parametrize("item", [
    "de.res", "tr_TR.res", "zh_Hant_TW.res", "sr_Latn_BA.res", "fil.res", "enx.res",
    "coll/zh.res", "curr/fr.res", "zone/ja.res", "lang/de_CH.res",
    "ibm-37_P100-1995.cnv", "gb18030.cnv", "brkitr/word.brk", "brkitr/cjdict.dict", "brkitr/root.res",
])
def test_left_out(item):
    assert trim_icu.unwanted(item)
