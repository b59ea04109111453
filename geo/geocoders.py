"""The optional online fallback: Nominatim through geopy, rate-limited and cached on disk. Off by default."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from pathlib import Path

from geopy.extra.rate_limiter import RateLimiter
from geopy.location import Location

from .errors import GeocoderError
from .model import PLACE_KINDS, Place
from .textfold import fold_key

log = logging.getLogger(__name__)

Geocode = Callable[[str], Place | None]
_KIND_BY_OSM_TYPE = {"country": "country", "state": "state", "city": "city", "town": "town",
                     "village": "town", "river": "river", "bridge": "bridge", "embassy": "embassy",
                     "military": "military_base", "suburb": "neighbourhood", "neighbourhood": "neighbourhood"}


class DiskCache:
    """A JSON file of query -> result, so each query reaches the network at most once."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        try:
            self._data: dict[str, dict | None] = json.loads(self.path.read_text(encoding="utf-8"))
        except FileNotFoundError:
            self._data = {}
        except (OSError, ValueError) as err:
            raise GeocoderError(f"{self.path}: unreadable geocoder cache ({err}); delete it") from err

    def __contains__(self, key: str) -> bool:
        return key in self._data

    def get(self, key: str) -> dict | None:
        return self._data.get(key)

    def put(self, key: str, value: dict | None) -> None:
        self._data[key] = value
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_suffix(".tmp")
        tmp.write_text(json.dumps(self._data, ensure_ascii=False, sort_keys=True), encoding="utf-8")
        tmp.replace(self.path)


def location_to_place(location: Location) -> Place:
    """Turn a Nominatim result into a Place (kind from OSM's type/class where it maps)."""
    raw = location.raw or {}
    kind = _KIND_BY_OSM_TYPE.get(raw.get("addresstype") or raw.get("type") or "", "town")
    address = raw.get("address") or {}
    return Place(id=f"nominatim:{raw.get('osm_type', 'x')}{raw.get('osm_id', '')}",
                 name=(raw.get("name") or location.address.split(",")[0]).strip() or location.address,
                 kind=kind if kind in PLACE_KINDS else "town",
                 country_code=str(address.get("country_code", "")).upper(),
                 lat=float(location.latitude), lon=float(location.longitude),
                 admin1=address.get("state", ""), source="nominatim")


def nominatim_geocoder(user_agent: str, cache_path: Path, *, geocoder=None,
                       min_delay_seconds: float = 1.0) -> Geocode:
    """A cached, rate-limited (<= 1 request/s) Nominatim lookup; `geocoder` may be any geopy geocoder."""
    if not user_agent or not user_agent.strip():
        raise GeocoderError("Nominatim needs a user agent that identifies you, e.g. 'defection-map (you@example.org)'")
    if geocoder is None:
        from geopy.geocoders import Nominatim

        geocoder = Nominatim(user_agent=user_agent, timeout=10)
    limited = RateLimiter(geocoder.geocode, min_delay_seconds=max(1.0, min_delay_seconds),
                          max_retries=1, swallow_exceptions=True)
    cache = DiskCache(cache_path)

    def geocode(name: str) -> Place | None:
        key = fold_key(name)
        if key not in cache:
            loc = limited(name, exactly_one=True, addressdetails=True)
            cache.put(key, None if loc is None else {"address": loc.address, "lat": loc.latitude,
                                                     "lon": loc.longitude, "raw": loc.raw})
        hit = cache.get(key)
        if hit is None:
            return None
        return location_to_place(Location(hit["address"], (hit["lat"], hit["lon"]), hit["raw"]))

    return geocode
