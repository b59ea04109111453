"""Map military defections from news reporting: places, events and routes, offline."""
